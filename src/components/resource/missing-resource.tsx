// A details or edit link that finds no item of its resource on this device.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import type { ResourceNames, ResourceRoutes } from './define-resource';
import { MissingItem } from './missing-item';

type MissingResourceProps = { definition: { names: ResourceNames; routes: ResourceRoutes }; title: string };

export function MissingResource({ definition: { names, routes }, title }: MissingResourceProps) {
  const { i18n } = useLingui();
  return (
    <MissingItem
      title={title}
      text={i18n._(names.missing)}
      back={<BackToList names={names} routes={routes} />}
    />
  );
}

type BackToListProps = { names: ResourceNames; routes: ResourceRoutes; className?: string };

export function BackToList({ names, routes, className }: BackToListProps) {
  const { i18n } = useLingui();
  return (
    <Link {...routes.list()} className={cn('text-sm text-primary hover:underline', className)}>
      {i18n._(names.backToList)}
    </Link>
  );
}
