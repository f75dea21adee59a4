/**
 * What kind of record a shared page or form is about. Messages choose their words
 * by it with an ICU `select` (`{noun, select, project {…} policy {…}}`), because
 * Russian changes the noun's case and the words around it by its gender, which a
 * noun pasted into an English sentence could never do.
 */
export type Noun =
  | 'project'
  | 'policy'
  | 'webhook'
  | 'dependency'
  | 'vulnerability'
  | 'artifactRepository'
  | 'containerImage'
  | 'author'
  | 'run'
  | 'secretFinding';

/** The sections whose records administrators create and change in forms. */
export type EditableNoun = Extract<Noun, 'project' | 'policy' | 'webhook' | 'containerImage' | 'artifactRepository'>;
