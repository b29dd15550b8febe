import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { MapPin } from 'lucide-react';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/points/list')({
  staticData: { title: msg`Points`, menu: { section: 'main', order: 4, icon: MapPin } },
  component: ComingSoon,
});
