import * as migration_20261123_122319_initial from './20261123_122319_initial.ts';

export const migrations = [
  {
    up: migration_20261123_122319_initial.up,
    down: migration_20261123_122319_initial.down,
    name: '20261123_122319_initial'
  },
];
