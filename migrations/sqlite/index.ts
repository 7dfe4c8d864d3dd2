import * as migration_20261127_071944_initial from './20261127_071944_initial.ts';

export const migrations = [
  {
    up: migration_20261127_071944_initial.up,
    down: migration_20261127_071944_initial.down,
    name: '20261127_071944_initial'
  },
];
