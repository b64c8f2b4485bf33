// Lets code outside React (sign-out, the 401 handler) move the SPA without a page reload.
// The router registers its own navigate at start-up; until then a full page load does the job.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setAppNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
