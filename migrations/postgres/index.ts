import * as migration_20261129_132711_initial from './20261129_132711_initial.ts';

export const migrations = [
  {
    up: migration_20261129_132711_initial.up,
    down: migration_20261129_132711_initial.down,
    name: '20261129_132711_initial'
  },
];
