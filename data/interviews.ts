/** Interview Prep (/interviews): the guides, the preparation sections and the related pages. */
export { interviewArticles, interviewPrepSections, interviewRelatedLinks } from "@/content/interviews";
