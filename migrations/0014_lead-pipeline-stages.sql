ALTER TABLE `leads` ADD `lost_reason` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `lost_note` text;--> statement-breakpoint
-- The four statuses become pipeline stages: qualified -> application; closed -> lost with the
-- reason 'other' (whether a closed lead was won was never recorded). New and contacted stay.
UPDATE `leads` SET `status` = 'application' WHERE `status` = 'qualified';--> statement-breakpoint
UPDATE `leads` SET `status` = 'lost', `lost_reason` = 'other', `lost_note` = 'Closed before pipeline stages; whether it was won was not recorded.' WHERE `status` = 'closed';--> statement-breakpoint
UPDATE `lead_activities` SET `from_value` = 'application' WHERE `kind` = 'status' AND `from_value` = 'qualified';--> statement-breakpoint
UPDATE `lead_activities` SET `to_value` = 'application' WHERE `kind` = 'status' AND `to_value` = 'qualified';--> statement-breakpoint
UPDATE `lead_activities` SET `from_value` = 'lost' WHERE `kind` = 'status' AND `from_value` = 'closed';--> statement-breakpoint
UPDATE `lead_activities` SET `to_value` = 'lost' WHERE `kind` = 'status' AND `to_value` = 'closed';
