import * as migration_20261127_112724_initial from './20261127_112724_initial.ts';

export const migrations = [
  {
    up: migration_20261127_112724_initial.up,
    down: migration_20261127_112724_initial.down,
    name: '20261127_112724_initial'
  },
];
