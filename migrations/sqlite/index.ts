import * as migration_20261123_112234_initial from './20261123_112234_initial.ts';

export const migrations = [
  {
    up: migration_20261123_112234_initial.up,
    down: migration_20261123_112234_initial.down,
    name: '20261123_112234_initial'
  },
];
