// The support chat slot: loads the provider's script only when VITE_CHAT_WIDGET_URL is set,
// and identifies the user by email, id and name through window.parcelChatUser.
import type { UserInfo } from '../contract';

declare global {
  interface Window {
    parcelChatUser?: { email: string; id: number; name: string };
  }
}

const WIDGET_URL: string | undefined = import.meta.env.VITE_CHAT_WIDGET_URL;
let loaded = false;

export function identifyChatUser(user: UserInfo | null): void {
  if (!WIDGET_URL) return;
  window.parcelChatUser = user ? { email: user.email, id: user.id, name: user.name } : undefined;
  window.dispatchEvent(new CustomEvent('parcel-chat-user', { detail: window.parcelChatUser }));
  if (loaded || !user) return;
  loaded = true;
  const script = document.createElement('script');
  script.src = WIDGET_URL;
  script.async = true;
  document.body.appendChild(script);
}
