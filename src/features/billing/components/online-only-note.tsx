// The note is shared with the public pages now (components/ui/online-only-note.tsx); billing's forms keep
// importing it from here.
export { OnlineOnlyNote } from '../../../components/ui/online-only-note';
