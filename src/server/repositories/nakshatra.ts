/** What the birth-star lists read: every name's spelling and native script, and the god names' lists. */
import type { Queryable } from '../db/index.ts';

export interface NameSpelling {
  id: string;
  name: string;
  script: string | null;
  scriptLang: string | null;
  religion: string | null;
}

export interface GodNameList {
  id: string;
  name: string;
  religion: string;
  subNames: string[];
}

/** Names in the order of the lists (by name, case-insensitive), with their religion's name. */
export function nameSpellings(db: Queryable): Promise<NameSpelling[]> {
  return db.query<NameSpelling>(
    `select n.id::text as id, n.name, n.script, n.script_lang as "scriptLang", r.name as religion
       from names n left join religions r on r.id = n.religion_id
      order by n.name_key, n.id`,
  );
}

export function godNameLists(db: Queryable): Promise<GodNameList[]> {
  return db.query<GodNameList>(
    `select g.id::text as id, g.name, r.name as religion, g.sub_names as "subNames"
       from god_names g join religions r on r.id = g.religion_id
      order by lower(g.name) collate "C", g.id`,
  );
}
