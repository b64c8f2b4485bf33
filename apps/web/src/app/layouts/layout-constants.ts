// Measures shared by the parts of the default layout.

/** SPEC §9: the vertical navigation becomes an overlay below 960 + 16 px. */
export const OVERLAY_BREAKPOINT = 960 + 16;
export const OVERLAY_MEDIA_QUERY = `(max-width: ${OVERLAY_BREAKPOINT - 0.02}px)`;

export const NAV_WIDTH = 260;
export const NAV_COLLAPSED_WIDTH = 72;
export const HEADER_HEIGHT = 64;
export const HORIZONTAL_NAV_HEIGHT = 52;
/** Boxed content width (SPEC §1 default "boxed content"). */
export const CONTENT_MAX_WIDTH = 1440;
export const CONTENT_ID = 'main-content';
