import { describe, expect, it } from 'vitest';
import { offersTrainerConsole, type TrainerConsoleUser } from '../../src/domain/visibility/trainer-console';

describe("the trainer's console is offered to those who may supervise a drill", () => {
  it.each<[string, TrainerConsoleUser | null, boolean]>([
    ['nobody signed in', null, false],
    ['a super user without permissions', { isSuperUser: true, permissions: [] }, true],
    ['a user with a sidebar permission', { isSuperUser: false, permissions: ['reports'] }, true],
    ['a user with only a control permission', { isSuperUser: false, permissions: ['control-access-to-video-history'] }, true],
    ['a user without any permission', { isSuperUser: false, permissions: [] }, false],
    ['a user whose permissions are missing', { isSuperUser: false, permissions: null }, false],
    ['a user whose only names are empty', { isSuperUser: false, permissions: ['', null, undefined, '  '] }, false],
  ])('%s', (_, user, offered) => {
    expect(offersTrainerConsole(user)).toBe(offered);
  });
});
