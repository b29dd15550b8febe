import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Calculator } from 'lucide-react';
import { CalculatorPage } from '../features/calculator/components/calculator-page';

export const Route = createFileRoute('/_app/calculator/index')({
  staticData: { title: msg`Calculator`, menu: { section: 'main', order: 3, icon: Calculator } },
  component: CalculatorPage,
});
