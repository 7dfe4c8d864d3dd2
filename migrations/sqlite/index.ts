import * as migration_20261127_060458_initial from './20261127_060458_initial.ts';

export const migrations = [
  {
    up: migration_20261127_060458_initial.up,
    down: migration_20261127_060458_initial.down,
    name: '20261127_060458_initial'
  },
];
