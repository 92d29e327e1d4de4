/** Shapes of the wire contract (../shared/design/API.md), as the client sees them once normalised. */
import type { DataGender } from './constants.ts';

export type Id = string;

export interface ReligionRef {
  id: Id;
  name: string;
}

export interface Religion {
  id: Id;
  name: string;
  isActive: boolean;
  source: string | null;
}

export interface BabyName {
  id: Id;
  name: string;
  gender: DataGender;
  meaning: string;
  origin: string;
  description: string;
  religionId: ReligionRef | null;
  source: string | null;
}

export interface GodName {
  id: Id;
  name: string;
  description: string;
  subNames: string[];
  religionId: ReligionRef | null;
  source: string | null;
}

export interface Nickname {
  id: Id;
  name: string;
  description: string;
  source: string | null;
}

export type Role = 'user' | 'admin';

export interface User {
  id: Id;
  name: string;
  displayName: string;
  email: string;
  role: Role;
  avatarUrl: string | null;
  favorites: Id[];
  godNameFavorites: Id[];
  nicknameFavorites: Id[];
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
}

export interface NamesPage extends ApiSuccess<BabyName[]> {
  totalPages: number;
  totalNames: number;
  page: number;
}
