import * as migration_20261123_122338_initial from './20261123_122338_initial.ts';

export const migrations = [
  {
    up: migration_20261123_122338_initial.up,
    down: migration_20261123_122338_initial.down,
    name: '20261123_122338_initial'
  },
];
