// What floats above every page: toasts, the 040101 prompt and the update prompt. Loaded after the
// first render (it brings Radix's dialog and toast machinery), from the precache when offline.
import { Toaster } from '../components/ui/toaster';
import { ReloginDialog } from './relogin-dialog';
import { UpdatePrompt } from './update-prompt';

export function Overlays() {
  return (
    <>
      <Toaster />
      <ReloginDialog />
      <UpdatePrompt />
    </>
  );
}
