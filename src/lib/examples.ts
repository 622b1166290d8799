/**
 * The example itineraries shown on the landing page. Each one is a
 * seeded project whose access code is EXAMPLE, so the link opens it straight away.
 */
import { EXAMPLE_ACCESS_CODE } from './limits';

export type LandingExample = {
  label: string;
  projectId: string;
  blurb: string;
};

export const LANDING_EXAMPLES: readonly LandingExample[] = [
  {
    label: 'Wedding',
    projectId: 'example-wedding',
    blurb: 'Rehearsal dinner, ceremony, reception and the morning-after brunch.',
  },
  {
    label: 'Girls Weekend',
    projectId: 'example-paris',
    blurb: 'Three days in Paris: cafés, a Seine cruise and a night at the cabaret.',
  },
  {
    label: 'Bachelor Party',
    projectId: 'example-vegas',
    blurb: 'Vegas pool days, a steakhouse dinner and who is on which flight.',
  },
  {
    label: 'Family Reunion',
    projectId: 'example-reunion',
    blurb: 'Cabin check-in, the big cookout and the group photo at golden hour.',
  },
  {
    label: 'Birthday',
    projectId: 'example-birthday',
    blurb: 'A 30th birthday weekend with a dress code for every night.',
  },
  {
    label: 'Spring Break',
    projectId: 'example-miami',
    blurb: 'Miami beach days, a boat party and the late-night taco run.',
  },
];

/** The link that opens an example itinerary without typing a code. */
export function exampleHref(projectId: string): string {
  return `/access/${encodeURIComponent(projectId)}?code=${EXAMPLE_ACCESS_CODE}`;
}
