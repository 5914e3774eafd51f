ALTER TABLE "trial" ADD COLUMN "std_ages" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trial" ADD COLUMN "arms_interventions" jsonb;