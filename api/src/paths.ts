import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** api/ — the package folder, the same from src/ (tsx) and dist/ (built). */
export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The repository root, where shell/dist and mf-*\/dist are built. */
export const REPO_ROOT = path.resolve(API_DIR, '..');
