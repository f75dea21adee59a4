import { PackageURL } from 'packageurl-js';
import type { Queryable } from '../db/database';
import { upsertDependencies } from '../db/repositories/project-components';

/** A Debian 12 (bookworm) package as dpkg lists it: binary name, version, and the source package it was built from. */
type DebianPackage = { name: string; version: string; source: string };

/**
 * OS packages of a `debian:12` image of July 2023 (bookworm point release 12.1): the versions bookworm
 * shipped then (packages.debian.org, bookworm and bookworm-security changelogs). Binary packages built
 * from one source (libc6 and libc-bin from glibc, libssl3 from openssl, libcurl4 from curl) are named with it.
 */
const BOOKWORM_PACKAGES: DebianPackage[] = [
  { name: 'libc6', version: '2.36-9+deb12u1', source: 'glibc' },
  { name: 'libc-bin', version: '2.36-9+deb12u1', source: 'glibc' },
  { name: 'libssl3', version: '3.0.9-1', source: 'openssl' },
  { name: 'openssl', version: '3.0.9-1', source: 'openssl' },
  { name: 'curl', version: '7.88.1-10+deb12u1', source: 'curl' },
  { name: 'libcurl4', version: '7.88.1-10+deb12u1', source: 'curl' },
  { name: 'zlib1g', version: '1:1.2.13.dfsg-1', source: 'zlib' },
  { name: 'ca-certificates', version: '20230311', source: 'ca-certificates' },
];

/**
 * Two real vulnerabilities of those packages, with the facts of their public sources (there is no OSV
 * Debian record in the demo's data set to import, so the links are written as matching would write them):
 *
 * - CVE-2023-4911 "Looney Tunables", a buffer overflow in glibc's ld.so (GLIBC_TUNABLES): NVD CVSS 3.1
 *   `AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H` 7.8 (high); in CISA's Known Exploited Vulnerabilities catalog
 *   (added 2023-11-21); fixed for bookworm in glibc 2.36-9+deb12u3 (DSA-5514-1).
 * - CVE-2023-38545, a heap overflow in curl's SOCKS5 proxy handshake: NVD CVSS 3.1
 *   `AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H` 9.8 (critical); no known exploitation listed by CISA; fixed for
 *   bookworm in curl 7.88.1-10+deb12u4 (DSA-5523-1).
 */
const BOOKWORM_VULNERABILITIES = [
  {
    id: 'CVE-2023-4911',
    aliases: ['DSA-5514-1'],
    source: 'glibc',
    severity: 'high',
    cvss3: 7.8,
    vector: 'CVSS:3.1/AV:L/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H',
    exploit: true,
    fixed: '2.36-9+deb12u3',
    summary: "A buffer overflow in the GNU C Library's dynamic loader ld.so while processing GLIBC_TUNABLES",
  },
  {
    id: 'CVE-2023-38545',
    aliases: ['DSA-5523-1'],
    source: 'curl',
    severity: 'critical',
    cvss3: 9.8,
    vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
    exploit: false,
    fixed: '7.88.1-10+deb12u4',
    summary: 'SOCKS5 heap buffer overflow in curl',
  },
] as const;

/** The purl of a Debian 12 binary package as an image analysis writes it (purl-spec `deb` type, `distro` qualifier). */
const debianPurl = (p: DebianPackage) =>
  new PackageURL('deb', 'debian', p.name, p.version, { arch: 'amd64', distro: 'debian-12' }, undefined).toString();

/**
 * Stands in for issue 5/5's image analysis (CONTRACT §17), which does not exist yet: gives the demo
 * container image `imageName` the Debian 12 packages above as that analysis would store them — shared
 * `dependencies` rows written by the same upsert an SCA run uses (ecosystem Debian, package name the
 * source package, which Debian's OSV records name), linked through `container_image_dependencies` — and
 * links glibc's and curl's binaries to CVE-2023-4911 and CVE-2023-38545 with their bookworm fixes.
 * Answers the image's id.
 */
export async function giveImageDebianPackages(
  db: Queryable,
  imageName = 'platform/payments-api:1.8.2',
): Promise<{ imageId: number }> {
  const [image] = await db.query<{ id: number }>('SELECT id FROM container_images WHERE name = $1', [imageName]);
  if (!image) throw new Error(`demo container image ${imageName} is not in the database`);
  const components = BOOKWORM_PACKAGES.map((p) => ({
    purl: debianPurl(p),
    name: p.name,
    version: p.version,
    technology: 'deb',
    licenses: [],
    released_at: null,
    ecosystem: 'Debian',
    package_name: p.source,
  }));
  const ids = await upsertDependencies(db, components);
  await db.query(
    `INSERT INTO container_image_dependencies (container_image_id, dependency_id)
     SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING`,
    [image.id, ids],
  );
  for (const v of BOOKWORM_VULNERABILITIES) {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO vulnerabilities (vulnerability_id, aliases, severity, cvss3_score, cvss3_vector, has_exploit, summary, fixed_versions)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (vulnerability_id) DO UPDATE SET severity = excluded.severity RETURNING id`,
      [v.id, v.aliases, v.severity, v.cvss3, v.vector, v.exploit, v.summary, [v.fixed]],
    );
    const hit = BOOKWORM_PACKAGES.flatMap((p, i) => (p.source === v.source ? [ids[i]] : []));
    await db.query(
      `INSERT INTO dependency_vulnerabilities (dependency_id, vulnerability_id, fixed_version)
       SELECT unnest($1::int[]), $2, $3 ON CONFLICT DO NOTHING`,
      [hit, row!.id, v.fixed],
    );
  }
  return { imageId: image.id };
}
