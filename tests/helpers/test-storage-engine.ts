/**
 * Import first, before any store module: persistent stores bind to the storage engine that is
 * current when they are first mounted, and the favourites store mounts the session on import.
 */
import { useTestStorageEngine } from '@nanostores/persistent';

useTestStorageEngine();
