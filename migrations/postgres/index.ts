import * as migration_20261129_134918_initial from './20261129_134918_initial.ts';

export const migrations = [
  {
    up: migration_20261129_134918_initial.up,
    down: migration_20261129_134918_initial.down,
    name: '20261129_134918_initial'
  },
];
