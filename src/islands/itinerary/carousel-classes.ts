/**
 * The header photos' look for the shown and the hidden photo, shared by the React carousel
 * (HeaderCarousel.tsx) and the page's plain script that runs it before React loads
 * (guest-page.ts). No imports: the plain script must stay small.
 */
export const carouselImageClass = (shown: boolean) =>
  `absolute inset-0 h-full w-full object-cover object-[50%_30%] transition-opacity duration-700 ${shown ? 'opacity-100' : 'opacity-0'}`;

export const carouselDotClass = (shown: boolean) =>
  `h-2.5 rounded-full bg-white shadow transition-all ${shown ? 'w-6' : 'w-2.5 opacity-70'}`;
