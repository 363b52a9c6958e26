/**
 * Where the content bank lives: content/ at the repository's root, two folders above this package. Every generator and
 * test writes or reads the bank through these paths, so the package can move without walking its files again.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (the folder of the root package.json). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** The committed content bank: papers/, study/, media/... (content/README.md). */
export const CONTENT_DIR = path.join(REPO_ROOT, 'content');
