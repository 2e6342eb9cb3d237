/**
 * How a scroll the console starts itself moves: smoothly, or at once for a reader who asked their system for less
 * motion (a script's `behavior: 'smooth'` is not stopped by the style sheet's `scroll-behavior`, so it asks here).
 */
export function scrollMotion(): ScrollBehavior {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}
