/**
 * The project page's sections below its runs: its authors and clones (read from a VCS project's
 * repository), its secrets findings by status, its SBOM and its dependencies with how each came in. One chunk, loaded after the page
 * with one import, out of the page's own: the route's budget holds.
 */
export { ProjectAuthors } from './project-authors';
export { ProjectClones } from './project-clones';
export { ProjectDependencies } from './project-dependencies';
export { ProjectSbom } from './project-sbom';
export { ProjectSecrets } from './project-secrets';
