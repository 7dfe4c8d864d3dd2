import * as migration_20261129_132657_initial from './20261129_132657_initial.ts';

export const migrations = [
  {
    up: migration_20261129_132657_initial.up,
    down: migration_20261129_132657_initial.down,
    name: '20261129_132657_initial'
  },
];
