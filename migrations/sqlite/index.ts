import * as migration_20261123_111638_initial from './20261123_111638_initial.ts';

export const migrations = [
  {
    up: migration_20261123_111638_initial.up,
    down: migration_20261123_111638_initial.down,
    name: '20261123_111638_initial'
  },
];
