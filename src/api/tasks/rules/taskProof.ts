/**
 * A daily task's proof (docs/api.md §10): 1–9 screenshots, or one video of at most 60 s and 20 MB. The app
 * checks them before anything is uploaded; the fake backend checks the count and the size again (it cannot
 * read a video's length). Shared by both, so the rule is written once.
 */
export const MAX_PROOF_PICTURES = 9;
export const MAX_PROOF_VIDEO_SECONDS = 60;
export const MAX_PROOF_VIDEO_BYTES = 20 * 1024 * 1024;
