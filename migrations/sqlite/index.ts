import * as migration_20261123_190343_initial from './20261123_190343_initial.ts';

export const migrations = [
  {
    up: migration_20261123_190343_initial.up,
    down: migration_20261123_190343_initial.down,
    name: '20261123_190343_initial'
  },
];
