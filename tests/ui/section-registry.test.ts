import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_KEYS, SIDEBAR_ENTRIES } from '../../src/domain/routing/sidebar';
import { SECTIONS_WITHOUT_ENTRY } from '../../src/domain/routing/sidebar-sections';
import { ADMIN_SECTIONS, adminSection, sectionKeyOfFile } from '../../src/ui/admin/sections/section-registry';

/** SPEC §2: the sidebar's entries (Teleport is the live page, not a section) and the layout's sections without one. */
const SPEC_SECTIONS = [...SIDEBAR_ENTRIES.map((entry) => entry.key).filter((key) => key !== 'incident/live'), ...SECTIONS_WITHOUT_ENTRY];

describe('the admin sections (SPEC §2 Authenticated admin layout)', () => {
  it('finds one component for every section of the spec, and no other', () => {
    expect(Object.keys(ADMIN_SECTIONS).sort()).toEqual([...SPEC_SECTIONS].sort());
  });

  it('has no sidebar entry for a section the layout lists without one', () => {
    for (const key of SECTIONS_WITHOUT_ENTRY)
      expect(
        SIDEBAR_ENTRIES.some((entry) => entry.key === key),
        key,
      ).toBe(false);
  });

  it('is what the router knows as sections before they load (the domain keys)', () => {
    expect([...ADMIN_SECTION_KEYS].sort()).toEqual(Object.keys(ADMIN_SECTIONS).sort());
  });

  it.each([
    ['./IncidentsMapSection.tsx', 'incidents-map'],
    ['./ips-admin/IpsAdminSection.tsx', 'ips-admin'],
    ['./PlacesOfInterestSection.tsx', 'places-of-interest'],
    ['./users/UsersSection.tsx', 'users'],
  ])('names %s %s', (path, key) => {
    expect(sectionKeyOfFile(path)).toBe(key);
  });

  it('answers null for a key that is not a section (no prototype keys)', () => {
    expect(adminSection('constructor')).toBeNull();
    expect(adminSection('nowhere')).toBeNull();
  });
});
