CREATE TABLE "sms_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"candidate_id" uuid,
	"direction" text NOT NULL,
	"from" text,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"chat_agent_id" uuid,
	"status" text DEFAULT 'ONGOING' NOT NULL,
	"phase" text DEFAULT 'verification' NOT NULL,
	"is_test" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"candidate_id" uuid,
	"verification" jsonb,
	"verified_at" timestamp with time zone,
	"state" jsonb,
	"visitor_name" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"started_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"reply" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescreen_result" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"trial_id" uuid NOT NULL,
	"source_type" text NOT NULL,
	"chat_conversation_id" uuid,
	"prescreen_form_id" uuid,
	"form_version" integer,
	"answers" jsonb NOT NULL,
	"verdicts" jsonb NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ai_recommendation" text NOT NULL,
	"deciding" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_decision" text,
	"final_outcome" text,
	"review_reason" text,
	"reviewed_by_user_id" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_chat_agent_id_chat_agent_id_fk" FOREIGN KEY ("chat_agent_id") REFERENCES "public"."chat_agent"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreen_result" ADD CONSTRAINT "prescreen_result_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreen_result" ADD CONSTRAINT "prescreen_result_candidate_id_candidate_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidate"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreen_result" ADD CONSTRAINT "prescreen_result_trial_id_trial_id_fk" FOREIGN KEY ("trial_id") REFERENCES "public"."trial"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreen_result" ADD CONSTRAINT "prescreen_result_chat_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("chat_conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescreen_result" ADD CONSTRAINT "prescreen_result_prescreen_form_id_prescreen_form_id_fk" FOREIGN KEY ("prescreen_form_id") REFERENCES "public"."prescreen_form"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_message_org_created_idx" ON "sms_message" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_message_to_idx" ON "sms_message" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_org_created_idx" ON "chat_conversation" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_org_updated_idx" ON "chat_conversation" USING btree ("organization_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_conversation_agent_idx" ON "chat_conversation" USING btree ("chat_agent_id");--> statement-breakpoint
CREATE INDEX "chat_conversation_candidate_idx" ON "chat_conversation" USING btree ("candidate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_message_seq_uq" ON "chat_message" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "prescreen_result_org_created_idx" ON "prescreen_result" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "prescreen_result_candidate_idx" ON "prescreen_result" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescreen_result_chat_trial_uq" ON "prescreen_result" USING btree ("chat_conversation_id","trial_id");