/**
 * The itinerary page's heavy views, each its own chunk: the Calendar and Map tabs load only when
 * their tab opens, and the admin tools are never downloaded by guests.
 */
import { lazy } from 'react';

export const CalendarTab = lazy(() => import('./calendar/CalendarTab'));
export const MapTab = lazy(() => import('./map/MapTab'));
export const loadAdminPanel = () => import('../admin/AdminPanel');
export const AdminPanel = lazy(loadAdminPanel);
export const CodeAttackNotice = lazy(() => import('../admin/CodeAttackNotice'));
