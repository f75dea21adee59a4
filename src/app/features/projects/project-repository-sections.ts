/**
 * The sections read from a VCS project's repository, its authors and its clones: one chunk loaded
 * below the runs, out of the project page's own (its route's budget holds).
 */
export { ProjectAuthors } from './project-authors';
export { ProjectClones } from './project-clones';
