import type { History } from './history';
import type { Identity } from './plan';

const line = (text: string) => Buffer.from(`${text}\n`);

function data(content: Buffer | string): Buffer[] {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return [line(`data ${bytes.length}`), bytes, line('')];
}

function who(person: Identity, date: string): string {
  if (/[<>\n]/.test(person.name + person.email)) throw new Error(`cannot write the identity ${person.name}`);
  return `${person.name} <${person.email}> ${date}`;
}

function path(name: string): string {
  if (/["\n\\]/.test(name) || name.startsWith(' ')) throw new Error(`cannot write the path ${JSON.stringify(name)}`);
  return name;
}

/**
 * The `git fast-import --done` input of a history, a commit at a time; the same history always gives the
 * same bytes, hence the same commit ids. File contents go inline (fast-import stores each blob once).
 */
export function* fastImportInput(history: History): Generator<Buffer> {
  for (const commit of history.commits) {
    const chunks = [
      line(`commit refs/heads/${commit.branch}`),
      line(`mark :${commit.mark}`),
      line(`author ${who(commit.author, commit.date)}`),
      line(`committer ${who(commit.author, commit.date)}`),
      ...data(commit.message.endsWith('\n') ? commit.message : `${commit.message}\n`),
    ];
    if (commit.from !== undefined) chunks.push(line(`from :${commit.from}`));
    if (commit.merge !== undefined) chunks.push(line(`merge :${commit.merge}`));
    for (const op of commit.ops) {
      if (!op.file) chunks.push(line(`D ${path(op.path)}`));
      else
        chunks.push(
          line(`M ${op.file.executable ? '100755' : '100644'} inline ${path(op.path)}`),
          ...data(op.file.content),
        );
    }
    chunks.push(line(''));
    // Without a `from`, a reset ref is deleted: a merged branch goes, as it would on a server.
    if (commit.merged) chunks.push(line(`reset refs/heads/${commit.merged}`), line(''));
    yield Buffer.concat(chunks);
  }
  for (const tag of history.tags) {
    yield Buffer.concat([
      line(`tag ${tag.name}`),
      line(`from :${tag.mark}`),
      line(`tagger ${who(tag.tagger, tag.date)}`),
      // No blank line after a tag's message: unlike a commit, a tag takes no trailing LF.
      ...data(`${tag.message}\n`),
    ]);
  }
  for (const ref of history.refs)
    yield Buffer.concat([line(`reset refs/heads/${ref.branch}`), line(`from :${ref.mark}`), line('')]);
  yield line('done');
}
