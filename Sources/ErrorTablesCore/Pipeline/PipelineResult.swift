/// What one run of the `Pipeline` produced: the model, the files of each domain, every diagnostic, and the
/// stage that failed, if one did.
public struct PipelineResult: Sendable, Equatable {
    /// The validated model; empty when the spec could not be located.
    public var model: ErrorModel
    /// The files rendered for each domain, in the model's order; empty unless every stage succeeded and a
    /// format was asked for.
    public var domains: [OutputWriter.Domain]
    /// Everything the stages reported, in the order they reported it.
    public var diagnostics: Diagnostics
    /// The first stage that failed; `nil` when every stage that ran succeeded.
    public var failedStage: Pipeline.Stage?

    /// A result, e.g. for a model loaded in memory that `Pipeline.render(_:)` then renders.
    public init(
        model: ErrorModel, domains: [OutputWriter.Domain] = [], diagnostics: Diagnostics = Diagnostics(),
        failedStage: Pipeline.Stage? = nil
    ) {
        self.model = model
        self.domains = domains
        self.diagnostics = diagnostics
        self.failedStage = failedStage
    }

    /// Every rendered file, domain after domain, with paths relative to the output folder.
    public var files: [GeneratedFile] { domains.flatMap(\.files) }

    /// Whether every stage that ran succeeded.
    public var succeeded: Bool { failedStage == nil }

    /// Records what a stage reported; the stage failed when it reported an error.
    mutating func record(_ stage: Pipeline.Stage, _ reported: Diagnostics) {
        diagnostics.merge(reported)
        if reported.errorCount > 0, failedStage == nil { failedStage = stage }
    }
}
