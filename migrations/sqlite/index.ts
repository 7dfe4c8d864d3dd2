import * as migration_20261123_113025_initial from './20261123_113025_initial.ts';

export const migrations = [
  {
    up: migration_20261123_113025_initial.up,
    down: migration_20261123_113025_initial.down,
    name: '20261123_113025_initial'
  },
];
