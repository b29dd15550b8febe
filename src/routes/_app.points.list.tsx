import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MapPin } from 'lucide-react';
import type { PointSearch } from '../features/points/lib/point-search';
import { PointsPage } from '../features/points/components/points-page';

export const Route = createFileRoute('/_app/points/list')({
  staticData: { title: msg`Points`, menu: { section: 'main', order: 4, icon: MapPin } },
  // Types only: this part of the route is in the entry bundle. The page parses the search (parsePointSearch)
  // in its own chunk.
  validateSearch: (search: Record<string, unknown>) => search as PointSearch,
  component: PointsPage,
});
