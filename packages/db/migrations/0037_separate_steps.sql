-- Nobody acts on two steps of one request (issue 36, strict): the seeded university-wide chains that named one role at
-- two steps name another office at the later one, where they are still as the seed made them (name, type, steps and
-- roles); a chain a university changed keeps its own (two holders of one role then act on its two steps).
-- The head of agency's role, with the views the seed gives it (seed/reference.ts DEFAULT_ROLES), where a chain below needs it and it is missing.
WITH created AS (
  INSERT INTO roles (name)
  SELECT 'Office of the President'
   WHERE EXISTS (SELECT 1 FROM approval_chains c WHERE c.campus_id IS NULL AND c.department_id IS NULL
                    AND ((c.request_type = 'leave' AND c.name = 'Leave application (university-wide)')
                      OR (c.request_type = 'request_to_hire' AND c.name = 'Request to hire (university-wide)')))
  ON CONFLICT (name) DO NOTHING
  RETURNING id
)
INSERT INTO role_views (role_id, view)
SELECT created.id, v.view FROM created CROSS JOIN (VALUES ('PDS'), ('EDATS'), ('LD'), ('PPTY-MR'), ('SPMS'), ('COVID')) v(view)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Leave (CS Form No. 6): the head recommends (7.B), the HR office certifies the leave credits (7.A), and the decision,
-- the days with and without pay (7.C/7.D), is the authorized official's: the head of agency, not the office that certified.
UPDATE approval_chain_steps s SET role_id = (SELECT id FROM roles WHERE name = 'Office of the President')
  FROM approval_chains c, roles hr
 WHERE c.id = s.chain_id AND c.request_type = 'leave' AND c.name = 'Leave application (university-wide)'
   AND c.campus_id IS NULL AND c.department_id IS NULL
   AND s.position = 3 AND s.actor_kind = 'role' AND s.label = 'Approved for (days with pay / without pay)'
   AND hr.id = s.role_id AND hr.name = 'HR Office'
   AND (SELECT count(*) FROM approval_chain_steps x WHERE x.chain_id = c.id) = 3
   AND EXISTS (SELECT 1 FROM approval_chain_steps x WHERE x.chain_id = c.id AND x.position = 1 AND x.actor_kind = 'department_head')
   AND EXISTS (SELECT 1 FROM approval_chain_steps x WHERE x.chain_id = c.id AND x.position = 2 AND x.actor_kind = 'role'
                  AND x.role_id = s.role_id AND x.label = 'Certification of leave credits');--> statement-breakpoint
-- Request to hire: the HRMO checks the request against the plantilla; the decision is the appointing authority's,
-- the president of the university (the head of agency), as for the appointments it leads to, not the HRMO's again.
UPDATE approval_chain_steps s SET role_id = (SELECT id FROM roles WHERE name = 'Office of the President')
  FROM approval_chains c, roles hr
 WHERE c.id = s.chain_id AND c.request_type = 'request_to_hire' AND c.name = 'Request to hire (university-wide)'
   AND c.campus_id IS NULL AND c.department_id IS NULL
   AND s.position = 2 AND s.actor_kind = 'role' AND s.label = 'Approved'
   AND hr.id = s.role_id AND hr.name = 'HR Office'
   AND (SELECT count(*) FROM approval_chain_steps x WHERE x.chain_id = c.id) = 2
   AND EXISTS (SELECT 1 FROM approval_chain_steps x WHERE x.chain_id = c.id AND x.position = 1 AND x.actor_kind = 'role'
                  AND x.role_id = s.role_id AND x.label = 'Checked against the plantilla (HRMO)');
