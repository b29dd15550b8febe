// Lets session code ask the app to leave the protected area without importing the router.
type ExpiredHandler = (message: string) => void;

let onExpired: ExpiredHandler = () => location.assign('/login');

export const sessionEvents = {
  setExpiredHandler(fn: ExpiredHandler) {
    onExpired = fn;
  },
  expired(message: string) {
    onExpired(message);
  },
};
