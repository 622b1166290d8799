/**
 * The itinerary island as the page mounts it (src/components/ItineraryPage.astro): the app with
 * its props from the page's JSON script (./island-props.ts) and its two slots of server HTML.
 */
import { useState, type ReactNode } from 'react';
import ItineraryApp, { type ItineraryAppProps } from './ItineraryApp';
import { islandProps, type ServerProps } from './island-props';

type Props = {
  /** The app's props; in the browser an empty object, the data being in the JSON script. */
  page: ServerProps<ItineraryAppProps> | object;
  /** The print view's QR code (server-only HTML). */
  accessQr?: ReactNode;
  /** The server's Calendar tab, when the page opens on it (server-only HTML). */
  children?: ReactNode;
};

export default function ItineraryIsland({ page, accessQr, children }: Props) {
  // Read once: the island hydrates once, and later changes come through its own state.
  const [props] = useState(() => islandProps<ItineraryAppProps>(page));
  return (
    <ItineraryApp {...props} accessQr={accessQr}>
      {children}
    </ItineraryApp>
  );
}
