/**
 * The image page's sections below its fields: its analyses (upload, pull, its runs followed live), its
 * components, its vulnerabilities and its alerts (the list scaffold, the run and dependency tables, the
 * run contract). One chunk, loaded after the
 * page with one import, out of the page's own: the route's budget holds.
 */
export { ImageAlerts } from './image-alerts';
export { ImageComponents } from './image-components';
export { ImageRuns } from './image-runs';
export { ImageVulnerabilities } from './image-vulnerabilities';
