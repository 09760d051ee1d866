/** Where the API lives (VITE_API_BASE): empty when it is this origin (the demo build's fake backend). */
export const API_BASE = import.meta.env.VITE_API_BASE ?? '';
