// The schema a pushed notification is read with, in a module of its own: the live connection loads it (and zod with it)
// in an idle moment of its own, before socket.io's, so that neither makes one long task of the other (issue 42 item 19:
// zod's and socket.io's scripts evaluated together were a task of about 100 ms on Lighthouse's phone).
export { ZNotificationPush } from '@hris/contracts';
