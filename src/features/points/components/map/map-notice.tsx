// A calm box in place of the map: why there is no map, and what to do.
import { MapPinOff } from 'lucide-react';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';

export function MapNotice({ title, text, tone = 'info' }: { title: string; text: string; tone?: 'info' | 'error' }) {
  return (
    <Card className="flex flex-col items-center gap-2 py-10 text-center" role={tone === 'error' ? 'alert' : 'status'}>
      <MapPinOff className={cn('size-8', tone === 'error' ? 'text-red-500' : 'text-slate-400')} aria-hidden />
      <p className="font-medium text-slate-800">{title}</p>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
    </Card>
  );
}
