import { defineWholeListResource } from '../admin-resource';
import { countedRating, matchesStars, ratingsRangeSchema, type AppRating } from '../app-ratings';
import { withinDays } from '../list-query';

/**
 * SPEC §2 rates app (public tenant): citizens' ratings of the app, read whole for a range of days (GET with `from` and
 * `to`, no pages); the list sorts them by time or stars, searches the comments and filters by stars.
 */
export const RATES_APP = defineWholeListResource<AppRating>()({
  key: 'rates-app',
  name: 'app ratings',
  sidebar: { group: 'operations', visibility: 'publicTenantOnly', icon: 'star' },
  list: { sortable: ['at', 'stars'], filters: ['stars', 'from', 'to'], defaultSort: { field: 'at', order: 'desc' } },
  fields: {
    text: (r) => r.comment,
    sortValue: (r, field) => (field === 'stars' ? r.stars : field === 'at' ? r.at : null),
    matches: (r, filter, value) => (filter === 'stars' ? matchesStars(r, value) : true),
  },
  whole: {
    params: ratingsRangeSchema,
    // The days of the ratings' times as written (UTC), as a server filtering on dates would.
    within: (r, range) => withinDays(r.at, range.from, range.to),
    keep: countedRating,
  },
});
