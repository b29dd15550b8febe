// Shows the API client's error toasts and the app's notices with Radix Toast, each for its own duration.
import { useEffect, useState } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { apiEvents } from '../../api/api-events';
import { notices, type Notice } from './notices';

export function Toaster() {
  const { t } = useLingui();
  const [items, setItems] = useState<Notice[]>([]);

  useEffect(() => {
    const add = (n: Notice) => setItems((list) => [...list.slice(-4), n]);
    const offNotice = notices.subscribe(add);
    const offApi = apiEvents.onToast(({ text, durationMs }) => add(notices.make(text, durationMs, 'error')));
    return () => {
      offNotice();
      offApi();
    };
  }, []);

  const remove = (id: number) => setItems((list) => list.filter((n) => n.id !== id));

  return (
    <Toast.Provider swipeDirection="right" label={t`Notifications`}>
      {items.map((n) => (
        <Toast.Root
          key={n.id}
          data-slot="toast"
          duration={n.durationMs}
          onOpenChange={(open) => !open && remove(n.id)}
          data-tone={n.tone}
          className="flex items-start gap-3 rounded-md border bg-white p-3 text-sm shadow-lg data-[tone=error]:border-red-300 data-[tone=error]:bg-red-50 data-[tone=success]:border-green-300 data-[tone=success]:bg-green-50"
        >
          <Toast.Description className="flex-1 text-slate-800">{n.text}</Toast.Description>
          <Toast.Close aria-label={t`Close`} className="text-slate-500 hover:text-slate-800">
            <X className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-4 right-4 z-[60] flex w-96 max-w-[92vw] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
