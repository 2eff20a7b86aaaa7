ALTER TABLE `leads` ADD `deal_amount` real;--> statement-breakpoint
ALTER TABLE `leads` ADD `deal_lender_id` text REFERENCES lenders(id);--> statement-breakpoint
ALTER TABLE `leads` ADD `deal_lender_name` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `deal_rate_pct` real;--> statement-breakpoint
ALTER TABLE `leads` ADD `deal_term_months` integer;--> statement-breakpoint
ALTER TABLE `leads` ADD `deal_closing_on` text;--> statement-breakpoint
ALTER TABLE `leads` ADD `deal_maturity_on` text;--> statement-breakpoint
CREATE INDEX `leads_deal_maturity_idx` ON `leads` (`deal_maturity_on`);