import * as migration_20261123_111644_initial from './20261123_111644_initial.ts';

export const migrations = [
  {
    up: migration_20261123_111644_initial.up,
    down: migration_20261123_111644_initial.down,
    name: '20261123_111644_initial'
  },
];
